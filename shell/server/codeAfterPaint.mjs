// @ts-check
// A server-rendered page paints from its HTML and its inline stylesheets alone; its scripts only
// hydrate it. Asked for with the HTML, they share a phone's bandwidth with the HTML's end and the LCP
// photo, and Lighthouse's simulation counts every script that arrived before the first paint as
// blocking it (a listing measured FCP 2.0 s and LCP 2.6 s on mobile while it had painted from its
// HTML at 0.2 s, before its scripts ran). So the page's script tags and script/fetch preloads move
// into an inert <template> (no preload scanner reads one), and a small inline script puts them into
// <head> once the browser reports the page's first contentful paint.

/** Id of the <template> that holds the page's code until it has painted. */
export const AFTER_PAINT_ID = 'shoreline-after-paint';

const CODE_TAGS =
  /<script\s[^>]*\ssrc=[^>]*><\/script>|<link\s+rel="?preload"?\s+as="?(?:script|fetch)"?(?=[\s>])[^>]*>/gi;

// Scripts made by a script run as soon as they arrive unless `async` is false: then in their order.
// "Painted" is the browser's own first-contentful-paint entry (the frame shown, not just drawn: a
// requestAnimationFrame callback comes 20-50 ms before it). Where paint timing is missing, or the tab
// is hidden (no frame comes), the code loads at once; the timer is a last resort. `data-loader` tells
// a page whose loader waits from one whose scripts do not run at all (the browser tests ask).
const LOADER =
  '(function(){var t=document.getElementById("' +
  AFTER_PAINT_ID +
  '"),P=window.PerformanceObserver,FCP="first-contentful-paint";if(t)t.setAttribute("data-loader","waiting");' +
  'function load(){if(!t)return;var tags=t.content.children;' +
  'for(var i=0;i<tags.length;i++){var from=tags[i],to=document.createElement(from.localName);' +
  'for(var j=0;j<from.attributes.length;j++)to.setAttribute(from.attributes[j].name,from.attributes[j].value);' +
  'if(from.localName==="script")to.async=false;document.head.appendChild(to)}t.remove();t=null}' +
  'if(document.visibilityState==="hidden"||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0' +
  '||performance.getEntriesByName(FCP).length)return load();' +
  'new P(function(list,observer){if(list.getEntriesByName(FCP).length){observer.disconnect();load()}})' +
  '.observe({type:"paint",buffered:true});setTimeout(load,3000)})()';

/**
 * `html` with the scripts and the script/fetch preloads of its <head> loaded after its first paint.
 * @param {string} html
 */
export function loadCodeAfterPaint(html) {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  /** @type {string[]} */
  const tags = [];
  const head = html.slice(0, headEnd).replace(CODE_TAGS, (tag) => {
    tags.push(tag);
    return '';
  });
  if (tags.length === 0) return html;
  return (
    head +
    html.slice(headEnd, bodyEnd) +
    `<template id="${AFTER_PAINT_ID}">${tags.join('')}</template><script>${LOADER}</script>` +
    html.slice(bodyEnd)
  );
}
