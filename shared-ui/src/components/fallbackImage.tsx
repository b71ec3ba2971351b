// The stand-in photo for a listing without one: an inline SVG (sea, sand, sun) that needs no network.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
<rect width="400" height="300" fill="#e6f1f6"/>
<circle cx="300" cy="90" r="36" fill="#f4ead9"/>
<path d="M0 170c50-18 100-18 150 0s100 18 150 0 75-14 100-6v136H0z" fill="#0b4f6c"/>
<path d="M0 205c50-14 100-14 150 0s100 14 150 0 75-10 100-4v99H0z" fill="#1a6fc2" opacity=".55"/>
<path d="M0 245c80-20 170-20 250-4s110 10 150 2v57H0z" fill="#f4ead9"/>
</svg>`;

export const FALLBACK_LISTING_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`;
