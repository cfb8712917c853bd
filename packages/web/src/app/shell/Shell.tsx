import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { DRAWER_WIDTH } from '../theme.ts';
import AuthenticatedRoutes from '../authenticatedRoutes.tsx';
import { getQueryClient } from '../../lib/queryClient.ts';
import { AppBreadcrumbs } from './AppBreadcrumbs.tsx';
import { Footer } from './Footer.tsx';
import { SideMenu } from './SideMenu.tsx';
import { UserMenu } from './UserMenu.tsx';
import { SinoPendencias } from '../../features/prazo/index.ts';
import { useFocusRescue } from './useFocusRescue.ts';
import { useFocusTitleOnNavigate } from './useFocusTitleOnNavigate.ts';

const COLLAPSED_WIDTH = 64;
const MENU_KEY = 'menuAberto';

/**
 * Authenticated layout (spec 01 §2.2): top bar, breadcrumb, footer and the menu. From the md
 * breakpoint up the menu is a permanent 260 px column that collapses to a rail; below it (phones) it
 * is a temporary drawer over the content, closed by default and closed again after each navigation.
 */
export default function Shell() {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(() => localStorage.getItem(MENU_KEY) !== 'false');
  const [phoneOpen, setPhoneOpen] = useState(false);
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useFocusTitleOnNavigate(main);
  useFocusRescue(main);
  useEffect(() => setPhoneOpen(false), [pathname, phone]);
  const width = open ? DRAWER_WIDTH : COLLAPSED_WIDTH;
  const toggle = () =>
    phone
      ? setPhoneOpen((o) => !o)
      : setOpen((o) => {
          localStorage.setItem(MENU_KEY, String(!o));
          return !o;
        });
  const expanded = phone ? phoneOpen : open;
  const toggleLabel = phone
    ? phoneOpen
      ? 'Fechar menu'
      : 'Abrir menu'
    : open
      ? 'Recolher menu'
      : 'Expandir menu';
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        {/* the first Tab stop: past the bar and the menu, straight to the page (WCAG 2.4.1) */}
        <Box
          component="a"
          href="#conteudo"
          onClick={(e) => {
            e.preventDefault();
            main.current?.focus();
          }}
          sx={{
            position: 'fixed',
            left: 8,
            top: -48,
            zIndex: (t) => t.zIndex.tooltip,
            p: 1,
            bgcolor: 'background.paper',
            color: 'primary.main',
            '&:focus': { top: 8, outline: '2px solid #0d47a1' },
          }}
        >
          Pular para o conteúdo
        </Box>
        <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
          <Toolbar>
            <IconButton
              color="inherit"
              edge="start"
              onClick={toggle}
              aria-label={toggleLabel}
              aria-expanded={expanded}
              sx={{ mr: 2 }}
            >
              <MenuIcon />
            </IconButton>
            <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
              Dívida Ativa
            </Typography>
            <SinoPendencias />
            <UserMenu />
          </Toolbar>
        </AppBar>
        {phone ? (
          <Drawer
            variant="temporary"
            open={phoneOpen}
            onClose={() => setPhoneOpen(false)}
            // the open drawer is a dialog: it needs a name (axe aria-dialog-name)
            slotProps={{ paper: { 'aria-label': 'Menu' } }}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            <Toolbar />
            <SideMenu open onNavigate={() => setPhoneOpen(false)} />
          </Drawer>
        ) : (
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
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Toolbar />
          <Box
            component="main"
            id="conteudo"
            tabIndex={-1}
            ref={main}
            sx={{ flexGrow: 1, p: { xs: 1.5, sm: 3 }, '&:focus': { outline: 'none' } }}
          >
            <AppBreadcrumbs />
            <AuthenticatedRoutes />
          </Box>
          <Footer />
        </Box>
      </Box>
    </QueryClientProvider>
  );
}
