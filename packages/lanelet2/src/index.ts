/*
 * Lanelet2 maps (issue 15): the OSM model, OSM XML in both flavours, projections, the lanelet
 * view of a document, its validation and its routing graph. Pure TypeScript: it runs on the
 * server, in the browser's workers and in the agent.
 */
export * from './osm';
export * from './projection';
export * from './osm-xml';
export * from './lanelet-map';
export * from './validate';
export * from './routing';
export * from './generate-district';
export * from './sample-road-network';
