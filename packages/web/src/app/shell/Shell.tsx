import { useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { DRAWER_WIDTH } from '../theme.ts';
import { getQueryClient } from '../../lib/queryClient.ts';
import { AppBreadcrumbs } from './AppBreadcrumbs.tsx';
import { Footer } from './Footer.tsx';
import { SideMenu } from './SideMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

const COLLAPSED_WIDTH = 64;
const MENU_KEY = 'menuAberto';

/** Authenticated layout (spec 01 §2.2): collapsible 260 px menu, top bar, breadcrumb, footer. */
export default function Shell() {
  const [open, setOpen] = useState(() => localStorage.getItem(MENU_KEY) !== 'false');
  const width = open ? DRAWER_WIDTH : COLLAPSED_WIDTH;
  const toggle = () =>
    setOpen((o) => {
      localStorage.setItem(MENU_KEY, String(!o));
      return !o;
    });
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
          <Toolbar>
            <IconButton
              color="inherit"
              edge="start"
              onClick={toggle}
              aria-label={open ? 'Recolher menu' : 'Expandir menu'}
              aria-expanded={open}
              sx={{ mr: 2 }}
            >
              <MenuIcon />
            </IconButton>
            <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
              Dívida Ativa
            </Typography>
            <UserMenu />
          </Toolbar>
        </AppBar>
        <Drawer
          variant="permanent"
          sx={{
            width,
            flexShrink: 0,
            transition: 'width 150ms',
            '& .MuiDrawer-paper': {
              width,
              overflowX: 'hidden',
              transition: 'width 150ms',
              boxSizing: 'border-box',
            },
          }}
        >
          <Toolbar />
          <SideMenu open={open} />
        </Drawer>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Toolbar />
          <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
            <AppBreadcrumbs />
            <Outlet />
          </Box>
          <Footer />
        </Box>
      </Box>
    </QueryClientProvider>
  );
}
