/** Where each thing of the IP Repository lives. */
export const algorithmPath = (id: number) => `/store/algorithm/${id}`;
export const comboPath = (id: number) => `/store/combo/${id}`;
export const STORE_HOME = '/store/home';
