/** The studio's monospace stack, for topics, types, names and digests. */
export const MONO_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/**
 * A monospace text field's input: a taller line (with less padding, so the field keeps its
 * height), or the font's underscores fall below the input's box and vanish
 * (`sensor_msgs` read as `sensor msgs`).
 */
export const MONO_INPUT = {
  input: {
    sx: {
      fontFamily: MONO_FONT,
      '& input': { height: '1.6em', lineHeight: 1.6, paddingTop: '6.5px', paddingBottom: '6.5px' },
      '&.MuiInputBase-sizeSmall input': { paddingTop: '7.35px', paddingBottom: '7.35px' },
    },
  },
} as const;
