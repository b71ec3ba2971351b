// yet-another-react-lightbox's stylesheets, imported for their side effect by the full-screen photo
// viewer (src/features/listing-details/components/PhotoLightbox.tsx, a chunk loaded on demand).
declare module 'yet-another-react-lightbox/styles.css';
declare module 'yet-another-react-lightbox/plugins/counter.css';
