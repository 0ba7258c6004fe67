import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VehicleIcon from '@mui/icons-material/AirportShuttleOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import ExploreIcon from '@mui/icons-material/ExploreOutlined';
import HistoryIcon from '@mui/icons-material/History';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import OutboxIcon from '@mui/icons-material/OutboxOutlined';
import PartnersIcon from '@mui/icons-material/HandshakeOutlined';
import SettingsIcon from '@mui/icons-material/TuneOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import ReconciliationIcon from '@mui/icons-material/RuleOutlined';
import ReviewsIcon from '@mui/icons-material/RateReviewOutlined';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SessionUser } from '@safari/shared/auth';
import { staffSectionsOf, type StaffSection } from '@safari/shared/staff';
import { Suspense, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { brand } from '../../../lib/theme';
import { PageLoader } from '../../../components/ui/page-loader';
import { SkipLink, MAIN_CONTENT_ID } from '../../../components/ui/skip-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AlertsBell } from '../alerts/alerts-bell';
import { sectionPath, useLogout } from '../lib/staff-session';

export const SIDEBAR_WIDTH = 264;
/** The height of the offline banner (components/pwa/online-only) while it shows: sticky parts stay below it. */
const OFFLINE_INSET = 'var(--console-offline-inset, 0px)';

/** The sections this console has screens for, with their sidebar label, page title and icon. */
const BUILT: Partial<Record<StaffSection, { label: string; title: string; icon: ReactNode }>> = {
  overview: { label: 'Overview', title: 'Overview', icon: <DashboardIcon /> },
  tours: { label: 'Tours', title: 'Manage Tours', icon: <ExploreIcon /> },
  bookings: { label: 'Bookings', title: 'Manage Bookings', icon: <EventNoteIcon /> },
  reconciliation: { label: 'Reconciliation', title: 'Payment reconciliation', icon: <ReconciliationIcon /> },
  blogs: { label: 'Blogs', title: 'Manage Blogs', icon: <ArticleIcon /> },
  users: { label: 'Users', title: 'Manage Users', icon: <PeopleIcon /> },
  enquiries: { label: 'Enquiries', title: 'Enquiries', icon: <InboxIcon /> },
  reviews: { label: 'Reviews', title: 'Reviews', icon: <ReviewsIcon /> },
  mail: { label: 'Mail', title: 'Mail outbox', icon: <OutboxIcon /> },
  partners: { label: 'Partners', title: 'Partners', icon: <PartnersIcon /> },
  settings: { label: 'Site settings', title: 'Site settings', icon: <SettingsIcon /> },
  audit: { label: 'Audit trail', title: 'Audit trail', icon: <HistoryIcon /> },
  profile: { label: 'Profile', title: 'Profile Settings', icon: <AccountCircleIcon /> },
};

/** Screens with their own sidebar entry under a section's permission, listed after that section. */
const EXTRA: Record<string, { section: StaffSection; label: string; title: string; icon: ReactNode }> = {
  departures: { section: 'bookings', label: 'Departures', title: 'Departures', icon: <CalendarIcon /> },
  fleet: { section: 'bookings', label: 'Guides & vehicles', title: 'Guides and vehicles', icon: <VehicleIcon /> },
};

const ROLE_LABELS: Record<SessionUser['role'], string> = { admin: 'Administrator', moderator: 'Moderator', user: 'Traveller' };

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

function UserAvatar({ user, size = 40 }: { user: SessionUser; size?: number }) {
  return (
    <Avatar src={user.avatar || undefined} alt="" sx={{ width: size, height: size, bgcolor: brand.gold, color: brand.charcoal, fontWeight: 700, fontSize: size * 0.4 }}>
      {initials(user.name)}
    </Avatar>
  );
}

function titleOf(pathname: string): string | undefined {
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return segment === '' ? BUILT.overview?.title : (BUILT[segment as StaffSection] ?? EXTRA[segment])?.title;
}

function Sidebar({ user, onNavigate, onLogout }: { user: SessionUser; onNavigate: () => void; onLogout: () => void }) {
  const entries = staffSectionsOf(user.role).flatMap((section) => {
    const item = BUILT[section];
    if (!item) return [];
    const extras = Object.entries(EXTRA).filter(([, extra]) => extra.section === section);
    return [{ key: section, to: sectionPath(section), item }, ...extras.map(([key, extra]) => ({ key, to: `/admin/${key}`, item: extra }))];
  });
  const linkSx = {
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    minHeight: 44,
    px: 1.5,
    borderRadius: 2.5,
    color: 'rgba(255,255,255,0.86)',
    textDecoration: 'none',
    fontWeight: 600,
    fontSize: 15,
    '&:hover': { bgcolor: 'rgba(255,255,255,0.08)', color: '#FFFFFF' },
    '&:focus-visible': { outline: `3px solid ${brand.goldLight}`, outlineOffset: 1 },
    '& svg': { fontSize: 22 },
  } as const;
  return (
    <Box sx={{ height: '100%', overflowY: 'auto', display: 'flex', flexDirection: 'column', bgcolor: brand.greenDark, color: '#FFFFFF', px: 2, py: 2.5 }}>
      <Box component={NavLink} to="/" sx={{ ...linkSx, color: brand.goldLight, fontSize: 14 }}>
        <ArrowBackIcon /> Back to Web
      </Box>
      <Box sx={{ px: 1.5, mt: 3 }}>
        <Typography sx={{ fontSize: 12, letterSpacing: '0.14em', textTransform: 'uppercase', color: 'rgba(255,255,255,0.7)', fontWeight: 700 }}>Staff console</Typography>
        <Typography component="p" sx={{ mt: 0.5, fontSize: 18, fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          Welcome, {user.name}
        </Typography>
      </Box>
      <Box component="nav" aria-label="Admin sections" sx={{ mt: 3 }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {entries.map(({ key, to, item }) => {
            return (
              <li key={key}>
                <Box
                  component={NavLink}
                  to={to}
                  end={key === 'overview'}
                  onClick={onNavigate}
                  sx={{ ...linkSx, '&[aria-current="page"]': { bgcolor: 'rgba(243,208,138,0.16)', color: brand.goldLight, boxShadow: `inset 3px 0 0 ${brand.gold}` } }}
                >
                  {item.icon}
                  {item.label}
                </Box>
              </li>
            );
          })}
        </Box>
      </Box>
      <Box sx={{ flex: 1 }} />
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.14)', my: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 0.5 }}>
        <UserAvatar user={user} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, fontSize: 15, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.name}</Typography>
          <Typography sx={{ fontSize: 13, color: 'rgba(255,255,255,0.75)' }}>{ROLE_LABELS[user.role]}</Typography>
        </Box>
      </Box>
      <Button
        onClick={onLogout}
        startIcon={<LogoutIcon />}
        variant="outlined"
        sx={{ mt: 2, color: '#FFFFFF', borderColor: 'rgba(255,255,255,0.4)', '&:hover': { borderColor: '#FFFFFF', bgcolor: 'rgba(255,255,255,0.08)' } }}
      >
        Logout
      </Button>
    </Box>
  );
}

interface AdminShellProps {
  user: SessionUser;
  dark: boolean;
  onToggleDark: () => void;
}

/** The console frame: sidebar (a drawer below 900 px, so on a portrait tablet), top bar, the section. */
export function AdminShell({ user, dark, onToggleDark }: AdminShellProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const logout = useLogout();
  const title = titleOf(pathname) ?? 'Staff console';
  useDocumentTitle(`${title} · Admin`);

  const sidebar = <Sidebar user={user} onNavigate={() => setDrawerOpen(false)} onLogout={logout} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      {wide ? (
        <Box component="aside" sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, position: 'sticky', top: OFFLINE_INSET, height: `calc(100vh - ${OFFLINE_INSET})` }}>
          {sidebar}
        </Box>
      ) : (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, border: 0 } } }}>
          {sidebar}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="inherit" elevation={0} sx={{ top: OFFLINE_INSET, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 1, minHeight: { xs: 64 } }}>
            {!wide && (
              <IconButton edge="start" aria-label="Open navigation" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
                <MenuIcon />
              </IconButton>
            )}
            <Typography variant="h1" sx={{ flex: 1, fontSize: { xs: '1.25rem', md: '1.4rem' } }}>
              {title}
            </Typography>
            <AlertsBell role={user.role} />
            <Tooltip title={dark ? 'Switch to light mode' : 'Switch to dark mode'}>
              <IconButton aria-label="Dark mode" aria-pressed={dark} onClick={onToggleDark}>
                {dark ? <LightModeIcon /> : <DarkModeIcon />}
              </IconButton>
            </Tooltip>
            <IconButton
              aria-label={`Account menu of ${user.name}`}
              aria-haspopup="menu"
              aria-expanded={menuAnchor ? true : undefined}
              aria-controls={menuAnchor ? 'admin-user-menu' : undefined}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              sx={{ p: 0.5 }}
            >
              <UserAvatar user={user} size={34} />
            </IconButton>
            <Menu
              id="admin-user-menu"
              anchorEl={menuAnchor}
              open={menuAnchor !== null}
              onClose={() => setMenuAnchor(null)}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
              <Box sx={{ px: 2, py: 1, minWidth: 220 }}>
                <Typography sx={{ fontWeight: 700 }}>{user.name}</Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{user.email}</Typography>
              </Box>
              <Divider />
              <MenuItem component={NavLink} to="/admin/profile" onClick={() => setMenuAnchor(null)}>
                <ListItemIcon>
                  <AccountCircleIcon fontSize="small" />
                </ListItemIcon>
                Profile
              </MenuItem>
              <MenuItem
                onClick={() => {
                  setMenuAnchor(null);
                  logout();
                }}
              >
                <ListItemIcon>
                  <LogoutIcon fontSize="small" />
                </ListItemIcon>
                Logout
              </MenuItem>
            </Menu>
          </Toolbar>
        </AppBar>
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, p: { xs: 2, sm: 3 }, outline: 'none', minWidth: 0 }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
