/** The studio's one 3D view (lib/three): point clouds, legends and controls. */
const scene3d = {};
export default scene3d;
