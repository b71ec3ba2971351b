/**
 * Id of the JSON block holding what the shell's server rendered the page with (`<script
 * type="application/json">`: data, never run, so it needs no CSP nonce). Its own file: the shell's
 * first script only checks that the block is there.
 */
export const PAGE_STATE_ID = 'shoreline-state';
