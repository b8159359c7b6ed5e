import { AppBar, Toolbar, Typography } from '@mui/material';

/** Placeholder top bar; the full bar (menus, selectors, indicators) is built next. */
export function TopBar() {
  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar>
        <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
          ADS Studio
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
