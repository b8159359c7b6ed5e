/**
 * The box a map is drawn in, shared by every map: rounded, outlined, and with maplibre's white
 * controls toned down in the dark theme so they do not glare.
 */
export function mapFrameSx(dark: boolean) {
  return {
    borderRadius: 2,
    overflow: 'hidden',
    border: 1,
    borderColor: 'divider',
    '& .maplibregl-ctrl-group': dark ? { filter: 'invert(0.9) hue-rotate(180deg)' } : {},
    '& .maplibregl-ctrl-scale': dark
      ? {
          bgcolor: 'rgba(27, 27, 38, 0.8)',
          color: 'text.primary',
          borderColor: 'text.secondary',
        }
      : {},
  };
}
