/** The work pages of a PC. */
export const codePath = (pcId: number) => `/remote/code?pc=${pcId}`;
export const screenPath = (pcId: number) => `/remote/screen?pc=${pcId}`;
