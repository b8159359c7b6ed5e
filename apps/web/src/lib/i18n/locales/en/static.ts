/** The static pages (pages/static): terms, privacy and the like. */
const staticPages = {};
export default staticPages;
