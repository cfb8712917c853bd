import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSession } from '../../lib/SessionProvider.tsx';
import { entradaSelecionada, isGroup, visibleMenu, type MenuEntry } from './menu.ts';
import { MENU_ICONS } from './menuIcons.tsx';

function Entry({
  entry,
  open,
  nested,
  onNavigate,
}: {
  entry: MenuEntry;
  open: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname, search } = useLocation();
  const selected = entradaSelecionada(entry.path, pathname, search);
  const button = (
    <ListItemButton
      component={Link}
      to={entry.path}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
      sx={{ pl: nested && open ? 4 : 2.5, minHeight: 44 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{MENU_ICONS[entry.icon]}</ListItemIcon>
      {open && <ListItemText primary={entry.label} />}
    </ListItemButton>
  );
  return open ? (
    button
  ) : (
    <Tooltip title={entry.label} placement="right">
      {button}
    </Tooltip>
  );
}

/** `onNavigate`: called on every entry's click, the current page's too (the phone drawer closes). */
export function SideMenu({ open, onNavigate }: { open: boolean; onNavigate?: () => void }) {
  const { can } = useSession();
  const [groupsOpen, setGroupsOpen] = useState<Record<string, boolean>>({});
  return (
    <nav aria-label="Menu principal">
      <List component="div" disablePadding>
        {visibleMenu(can).map((m) =>
          isGroup(m) ? (
            <div key={m.label}>
              <ListItemButton
                onClick={() => setGroupsOpen((g) => ({ ...g, [m.label]: !g[m.label] }))}
                aria-expanded={Boolean(groupsOpen[m.label])}
                sx={{ pl: 2.5 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>{MENU_ICONS[m.icon]}</ListItemIcon>
                {open && <ListItemText primary={m.label} />}
                {open && (groupsOpen[m.label] ? <ExpandLess /> : <ExpandMore />)}
              </ListItemButton>
              <Collapse in={Boolean(groupsOpen[m.label])}>
                <List component="div" disablePadding>
                  {m.children.map((c) => (
                    <Entry key={c.path} entry={c} open={open} nested onNavigate={onNavigate} />
                  ))}
                </List>
              </Collapse>
            </div>
          ) : (
            <Entry key={m.path} entry={m} open={open} onNavigate={onNavigate} />
          ),
        )}
      </List>
    </nav>
  );
}
