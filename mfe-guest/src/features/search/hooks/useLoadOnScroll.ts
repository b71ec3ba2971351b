// Moved to shared-ui (every list screen loads more with it, issue 23).
export { useLoadOnScroll } from '@shoreline/shared-ui/hooks/useLoadOnScroll';
