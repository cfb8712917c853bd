import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Key from '@mui/icons-material/Key';
import Logout from '@mui/icons-material/Logout';
import { useSession } from '../../lib/SessionProvider.tsx';
import { APP_VERSION } from '../../lib/sessionStore.ts';
import { PreferenciaResumoItem } from '../../features/prazo/index.ts';

const ChangePasswordDialog = lazy(() => import('../../features/auth/ChangePasswordDialog.tsx'));

export function UserMenu() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  if (!session) return null;
  const { user } = session;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'menu-usuario' : undefined}
        aria-expanded={Boolean(anchor)}
        startIcon={<Avatar sx={{ width: 28, height: 28, fontSize: 14 }}>{user.nome.slice(0, 1)}</Avatar>}
        aria-label={user.nome}
        sx={{ textTransform: 'none', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        {/* on phones only the avatar: the name would push the bar wider than the screen */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {user.nome}
        </Box>
      </Button>
      <Menu id="menu-usuario" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Box sx={{ px: 2, py: 1, maxWidth: 320 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.nome}</Typography>
          {user.matricula && (
            <Typography variant="body2" color="text.secondary">
              Matrícula: {user.matricula}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {user.orgaoCredor.nome} ({user.orgaoCredor.sigla})
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setChanging(true);
          }}
        >
          <ListItemIcon>
            <Key fontSize="small" />
          </ListItemIcon>
          Alterar Senha
        </MenuItem>
        <PreferenciaResumoItem aberto={Boolean(anchor)} />
        <MenuItem
          onClick={async () => {
            close();
            await signOut();
            navigate('/', { replace: true });
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Sair
        </MenuItem>
        <Divider />
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, display: 'block' }}>
          Versão {APP_VERSION}
        </Typography>
      </Menu>
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </>
  );
}
