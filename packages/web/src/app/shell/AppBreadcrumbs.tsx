import { Link as RouterLink, useLocation } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { breadcrumbFor } from './menu.ts';

export function AppBreadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbFor(pathname);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs aria-label="Trilha de navegação" sx={{ mb: 2 }}>
      {crumbs.map((c, i) =>
        i === crumbs.length - 1 ? (
          <Typography key={c.to} color="text.primary" aria-current="page">
            {c.label}
          </Typography>
        ) : (
          <Link key={c.to} component={RouterLink} to={c.to} underline="hover" color="inherit">
            {c.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
