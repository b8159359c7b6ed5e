/* Hand-written maps for the OSM XML tests (test-only; index.ts does not export this file). */

/**
 * A plain Lanelet2 map near Karlsruhe as JOSM saves new data: negative ids, lat/lon only. One
 * lanelet with left and right bounds and a traffic light regulatory element (the light's way as
 * `refers`, its stop line as `ref_line`), a comment, single quotes and a <bounds>.
 */
export const PLAIN_LANELET2 = `<?xml version='1.0' encoding='UTF-8'?>
<!-- drawn in JOSM -->
<osm version='0.6' upload='false' generator='JOSM'>
  <bounds minlat='49.0' minlon='8.4' maxlat='49.01' maxlon='8.41' />
  <node id='-101' action='modify' lat='49.00512345678' lon='8.40123456789'>
    <tag k='ele' v='115.25' />
  </node>
  <node id='-102' action='modify' lat='49.00562345678' lon='8.40123456789'>
    <tag k='ele' v='115.5' />
  </node>
  <node id='-103' action='modify' lat='49.00512345678' lon='8.40168456789' />
  <node id='-104' action='modify' lat='49.00562345678' lon='8.40168456789' />
  <node id='-105' action='modify' lat='49.00570000001' lon='8.40110000003'>
    <tag k='ele' v='120' />
  </node>
  <node id='-106' action='modify' lat='49.00570000001' lon='8.40120000003'>
    <tag k='ele' v='120' />
  </node>
  <node id='-107' action='modify' lat='49.00560000002' lon='8.40123456789' />
  <node id='-108' action='modify' lat='49.00560000002' lon='8.40168456789' />
  <way id='-201' action='modify'>
    <nd ref='-101' />
    <nd ref='-102' />
    <tag k='type' v='line_thin' />
    <tag k='subtype' v='solid' />
  </way>
  <way id='-202' action='modify'>
    <nd ref='-103' />
    <nd ref='-104' />
    <tag k='type' v='line_thin' />
    <tag k='subtype' v='dashed' />
  </way>
  <way id='-203' action='modify'>
    <nd ref='-105' />
    <nd ref='-106' />
    <tag k='type' v='traffic_light' />
    <tag k='subtype' v='red_yellow_green' />
    <tag k='height' v='0.9' />
  </way>
  <way id='-204' action='modify'>
    <nd ref='-107' />
    <nd ref='-108' />
    <tag k='type' v='stop_line' />
  </way>
  <relation id='-301' action='modify'>
    <member type='way' ref='-201' role='left' />
    <member type='way' ref='-202' role='right' />
    <member type='relation' ref='-302' role='regulatory_element' />
    <tag k='type' v='lanelet' />
    <tag k='subtype' v='road' />
    <tag k='location' v='urban' />
    <tag k='one_way' v='yes' />
    <tag k='speed_limit' v='50' />
  </relation>
  <relation id='-302' action='modify'>
    <member type='way' ref='-203' role='refers' />
    <member type='way' ref='-204' role='ref_line' />
    <tag k='type' v='regulatory_element' />
    <tag k='subtype' v='traffic_light' />
  </relation>
</osm>
`;

/**
 * An Autoware map in MGRS square 54SUE (Autoware's sample maps use that square), as Vector Map
 * Builder writes them: positive ids, local_x/local_y/ele on every node, lat/lon consistent with
 * them to well under a millimetre. Node 4's local_x keeps five decimals to show that unchanged
 * values are written back exactly as they were.
 */
export const AUTOWARE_54SUE = `<?xml version="1.0" encoding="UTF-8"?>
<osm generator="VMB">
  <MetaInfo format_version="1" map_version="2"/>
  <node id="1" lat="35.65809999993" lon="139.74139999959">
    <tag k="mgrs_code" v="54SUE860467"/>
    <tag k="local_x" v="86074.8064"/>
    <tag k="local_y" v="46757.3268"/>
    <tag k="ele" v="20.1"/>
  </node>
  <node id="2" lat="35.65815000012" lon="139.74145000036">
    <tag k="mgrs_code" v="54SUE860467"/>
    <tag k="local_x" v="86079.4036"/>
    <tag k="local_y" v="46762.8147"/>
    <tag k="ele" v="20.15"/>
  </node>
  <node id="3" lat="35.65812000000" lon="139.74147999984">
    <tag k="mgrs_code" v="54SUE860467"/>
    <tag k="local_x" v="86082.0766"/>
    <tag k="local_y" v="46759.4524"/>
    <tag k="ele" v="20.1"/>
  </node>
  <node id="4" lat="35.65817000014" lon="139.74152999956">
    <tag k="mgrs_code" v="54SUE860467"/>
    <tag k="local_x" v="86086.67370"/>
    <tag k="local_y" v="46764.9403"/>
    <tag k="ele" v="20.15"/>
  </node>
  <way id="10">
    <nd ref="1"/>
    <nd ref="2"/>
    <tag k="type" v="line_thin"/>
    <tag k="subtype" v="solid"/>
  </way>
  <way id="11">
    <nd ref="3"/>
    <nd ref="4"/>
    <tag k="type" v="line_thin"/>
    <tag k="subtype" v="solid"/>
  </way>
  <relation id="20">
    <member type="way" role="left" ref="10"/>
    <member type="way" role="right" ref="11"/>
    <tag k="type" v="lanelet"/>
    <tag k="subtype" v="road"/>
    <tag k="speed_limit" v="30"/>
    <tag k="location" v="urban"/>
    <tag k="one_way" v="yes"/>
    <tag k="participant:vehicle" v="yes"/>
  </relation>
</osm>
`;
