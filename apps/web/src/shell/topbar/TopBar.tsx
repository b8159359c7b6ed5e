import { AppBar, Box, Divider, Toolbar } from '@mui/material';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { AccountMenu } from './AccountMenu';
import { AreaSwitcher } from './AreaSwitcher';
import { AreaTitle } from './AreaTitle';
import { HelpMenu } from './HelpMenu';
import { Logo } from './Logo';
import { PcIndicators } from './PcIndicators';
import { ProjectSelector } from './ProjectSelector';
import { SignInButton } from './SignInButton';
import { ThemeToggle } from './ThemeToggle';

/**
 * The shell's top bar (spec §2): logo and area title, the area switcher, then the project,
 * PC indicators, help, theme and the account menu (or 'Sign in' for visitors).
 */
export function TopBar() {
  const signedIn = useAuth(isLoggedIn);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        backgroundImage: 'none',
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 2 }, minHeight: { xs: 56 } }}>
        <Logo />
        <Divider
          orientation="vertical"
          flexItem
          sx={{ mx: { xs: 0.75, sm: 1 }, my: 2, display: { xs: 'none', sm: 'block' } }}
        />
        <Box sx={{ ml: { xs: 0.75, sm: 0 }, minWidth: 0, display: 'flex' }}>
          <AreaTitle />
        </Box>
        <AreaSwitcher />
        <Box sx={{ flexGrow: 1 }} />
        {signedIn ? <ProjectSelector /> : null}
        {signedIn ? <PcIndicators /> : null}
        <HelpMenu />
        <ThemeToggle />
        {signedIn ? <AccountMenu /> : <SignInButton />}
      </Toolbar>
    </AppBar>
  );
}
