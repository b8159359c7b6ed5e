/** The studio's one 3D view (lib/three): point clouds, legends and controls. */
const scene3d = {
  view: 'Point cloud',
  loading: 'Loading point cloud',
  loadingOf: 'Loading {{label}}',
  noWebgl: 'This browser cannot draw 3D views (WebGL is off), so the point cloud is not shown.',
  legend: {
    label: 'Point cloud legend',
    height: 'Height',
    intensity: 'Intensity',
    scale: '{{title}} colour scale from {{low}} to {{high}}',
  },
};
export default scene3d;
