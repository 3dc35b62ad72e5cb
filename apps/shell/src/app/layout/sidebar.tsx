import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Chip,
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { NavIcon } from './nav-icon';
import { isComingSoon, isGroupComingSoon, type NavGroup, type NavLink } from './nav-items';
import type { StaffCounts } from './use-staff-counts';

/** What waits behind a staff entry, when anything does. */
function CountChip({ group, counts }: { group: NavGroup; counts?: StaffCounts }) {
  const count = group.count ? (counts?.[group.count] ?? 0) : 0;
  if (count === 0) return null;
  return <Chip size="small" color="primary" label={count > 99 ? '99+' : count} sx={{ ml: 1 }} />;
}

/** A product not built yet says so where it is offered: the entry itself, not only its page. */
const SOON = 'Coming soon';

/** A link's text: its label, and "Coming soon" under it when its product is not built yet. */
function LinkText({ link }: { link: NavLink }) {
  return (
    <ListItemText
      primary={link.label}
      secondary={isComingSoon(link) ? SOON : undefined}
      slotProps={{ secondary: { variant: 'caption' } }}
    />
  );
}

const TOOLTIP_DELAY_MS = 700;

function isActive(group: NavGroup, pathname: string): boolean {
  return group.links.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
}

/** An icon of the collapsed sidebar: a link, or (for a group of several) a menu of all its entries. */
function CollapsedEntry({ group }: { group: NavGroup }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `collapsed-${group.icon}-menu`;
  if (group.links.length === 1) {
    return (
      <Tooltip title={group.label} placement="right" enterDelay={TOOLTIP_DELAY_MS}>
        <ListItemButton
          component={RouterNavLink}
          to={group.links[0].to}
          aria-label={group.label}
          sx={{ justifyContent: 'center', px: 1 }}
        >
          <NavIcon name={group.icon} />
        </ListItemButton>
      </Tooltip>
    );
  }
  return (
    <>
      <Tooltip title={group.label} placement="right" enterDelay={TOOLTIP_DELAY_MS}>
        <ListItemButton
          aria-label={group.label}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ justifyContent: 'center', px: 1 }}
        >
          <NavIcon name={group.icon} />
        </ListItemButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {group.links.map((link) => (
          <MenuItem
            key={link.label}
            component={RouterNavLink}
            to={link.to}
            onClick={() => setAnchor(null)}
          >
            {isComingSoon(link) ? `${link.label} (${SOON.toLowerCase()})` : link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function ExpandableEntry({
  group,
  counts,
  onNavigate,
}: {
  group: NavGroup;
  counts?: StaffCounts;
  onNavigate?(): void;
}) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => isActive(group, pathname));
  if (group.links.length === 1) {
    return (
      <ListItemButton component={RouterNavLink} to={group.links[0].to} onClick={onNavigate}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <NavIcon name={group.icon} />
        </ListItemIcon>
        <LinkText link={{ ...group.links[0], label: group.label }} />
        <CountChip group={group} counts={counts} />
      </ListItemButton>
    );
  }
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <NavIcon name={group.icon} />
        </ListItemIcon>
        <ListItemText
          primary={group.label}
          secondary={isGroupComingSoon(group) ? SOON : undefined}
          slotProps={{ secondary: { variant: 'caption' } }}
        />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding component="div">
          {group.links.map((link) => (
            <ListItemButton
              key={link.label}
              component={RouterNavLink}
              to={link.to}
              end
              onClick={onNavigate}
              sx={{ pl: 7 }}
            >
              <LinkText link={link} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The navigation list; `collapsed` shows icons only (3rem sidebar). */
export function SidebarNav({
  groups,
  collapsed,
  counts,
  onNavigate,
}: {
  groups: NavGroup[];
  collapsed: boolean;
  /** Staff: what waits behind each entry. */
  counts?: StaffCounts;
  onNavigate?(): void;
}) {
  return (
    <List
      component="nav"
      aria-label="Main navigation"
      sx={{ '& .active': { bgcolor: 'action.selected' } }}
    >
      {groups.map((group) =>
        collapsed ? (
          <CollapsedEntry key={group.label} group={group} />
        ) : (
          <ExpandableEntry
            key={group.label}
            group={group}
            counts={counts}
            onNavigate={onNavigate}
          />
        ),
      )}
    </List>
  );
}
