import { Box } from '@mui/material';

/** Degrees the drawn wheel turns at full lock. */
const FULL_LOCK_DEG = 120;

/** A steering wheel turned as far as the input asks (+1 full left); a picture, hidden from readers. */
export function SteeringWheel({ steering }: { steering: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 48 48"
      aria-hidden
      sx={{
        width: 64,
        height: 64,
        color: 'text.primary',
        transition: 'transform 80ms linear',
      }}
      // A style, not `sx`: `sx` makes a CSS class of every angle the input gives.
      style={{ transform: `rotate(${-steering * FULL_LOCK_DEG}deg)` }}
    >
      <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="24" cy="24" r="4" fill="currentColor" />
      <path d="M4 24h16M28 24h16M24 28v16" stroke="currentColor" strokeWidth="4" />
      <circle cx="24" cy="5" r="2.5" fill="#D32F2F" />
    </Box>
  );
}
