import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { paths } from '@shoreline/shared-domain/paths';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { badRequest } from '../../lib/http-errors';
import { escapeHtml } from '../../lib/notifications/render-email';
import { verifyUnsubscribeToken } from '../../lib/notifications/unsubscribe';
import { errorResponses } from '../../lib/schemas';

const Query = Type.Object({
  token: Type.String({
    maxLength: 200,
    description: "The link's credential, from the email's List-Unsubscribe",
  }),
});
const Html = Type.String({ description: 'text/html: a page for whoever opened the link in a browser' });

/** The page's only styling is inline: nothing else is loaded, and its form may only post here. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function page(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', PAGE_POLICY).send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(MESSAGES.unsubscribeTitle)} · Shoreline</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2a33;max-width:560px;margin:40px auto;padding:0 16px">
<h1 style="font-size:22px">${escapeHtml(MESSAGES.unsubscribeTitle)}</h1>
${body}
</body></html>
`);
}

/** A mail provider's POST may carry its one-click form as multipart: read it to the end. */
async function drain(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  for await (const part of request.parts()) if (part.type === 'file') part.file.resume();
}

/**
 * One-click unsubscribe from notification emails (RFC 8058, issue 20). The emails' List-Unsubscribe
 * header points here. The POST (what a mail provider sends, `List-Unsubscribe=One-Click`, with no
 * cookie and from no browser page, so the cross-site guard lets it through) turns the person's emails
 * off; a GET only shows a page with a button for that POST, since link scanners and previews open
 * every link in a message. The token in the URL is the only credential (lib/notifications/unsubscribe).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // The bodies a one-click POST comes with (RFC 8058 shows multipart; providers also send a form);
  // only the URL matters, so the body is read and left. For this file's routes only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  const userOf = (token: string): string => {
    const userId = verifyUnsubscribeToken(token, app.config.jwtSecret);
    if (!userId) throw badRequest(MESSAGES.unsubscribeLinkInvalid);
    return userId;
  };
  const profile = () => escapeHtml(new URL(paths.profile(), app.config.publicOrigin).toString());

  app.get(
    '/notifications/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The unsubscribe link opened in a browser: asks before turning emails off',
        description:
          'Changes nothing by itself (scanners open links): the page has a button that POSTs to the same URL.',
        querystring: Query,
        produces: ['text/html'],
        response: { 200: Html, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      userOf(token);
      const action = `?${new URLSearchParams({ token }).toString()}`;
      return page(
        reply,
        `<p>${escapeHtml(MESSAGES.unsubscribeQuestion)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="background:#0b5f73;color:#fff;border:0;border-radius:6px;padding:10px 16px;font-size:16px">${escapeHtml(MESSAGES.unsubscribeButton)}</button>
</form>`,
      );
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      // A webmail page sends the one-click POST from its own origin; the token, not a cookie, decides.
      config: { crossSiteWrites: 'allowed' },
      schema: {
        tags: ['notifications'],
        summary: 'One-click unsubscribe (RFC 8058): turns the email notifications of the link’s account off',
        description:
          'Authorised by the signed token of the List-Unsubscribe link, not by a session. The body is ' +
          '`List-Unsubscribe=One-Click` (form or multipart); in-app notifications stay on. 400 for a link ' +
          'that is not valid (nothing changes).',
        querystring: Query,
        // Not JSON: json-bodies-only lets these through to this route, which reads nothing from them.
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        produces: ['text/html'],
        response: { 200: Html, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await drain(request);
      const userId = userOf(request.query.token);
      // A valid link for an account that no longer exists is as invalid as a forged one.
      if (!(await app.notificationsRepository.setEmailPreference(userId, false))) {
        throw badRequest(MESSAGES.unsubscribeLinkInvalid);
      }
      request.log.info({ userId }, 'notification emails turned off by one-click unsubscribe');
      return page(
        reply,
        `<p>${escapeHtml(MESSAGES.unsubscribeDone)} <a href="${profile()}" style="color:#0b5f73">${profile()}</a></p>`,
      );
    },
  );
};

export default routes;
