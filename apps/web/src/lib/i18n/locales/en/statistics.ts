/** Data Management (/statistics): records, upload, the dashboard and a record's page. */
const statistics = {};
export default statistics;
