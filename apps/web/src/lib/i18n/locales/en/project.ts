/** The project pages (pages/project): projects, their PCs and members. */
const project = {};
export default project;
