import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Role } from '@safari/shared/enums';
import type { StaffSection } from '@safari/shared/staff';
import { ROLE_NAMES, roleSectionNames, sectionRefusedMessage, STAFF_SECTION_LABELS } from '@safari/shared/staff-words';
import { Link } from 'react-router';
import { sectionPath } from '../lib/staff-session';
import { touchTargets } from '../lib/touch-targets';

/**
 * A section the staff member's role may not use: said plainly, with what the role does include and
 * a way on, instead of a silent jump to another section.
 */
export function SectionRefused({ section, role, home }: { section: StaffSection; role: Role; home: StaffSection }) {
  const allowed = roleSectionNames(role);
  return (
    <Box role="alert" sx={{ ...touchTargets, maxWidth: 560, mx: 'auto', mt: { xs: 4, md: 8 }, p: 3, textAlign: 'center', bgcolor: 'background.paper', borderRadius: 3, border: 1, borderColor: 'divider' }}>
      <LockIcon aria-hidden="true" sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography component="h2" sx={{ fontSize: 20, fontWeight: 700, mt: 1 }}>
        {sectionRefusedMessage(section)}
      </Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
        As {ROLE_NAMES[role].toLowerCase() === 'administrator' ? 'an' : 'a'} {ROLE_NAMES[role].toLowerCase()} you can use {allowed.join(', ')} and your profile. An administrator can change your role if
        you need {STAFF_SECTION_LABELS[section]}.
      </Typography>
      <Button component={Link} to={sectionPath(home)} variant="contained" sx={{ mt: 2.5 }}>
        Go to {STAFF_SECTION_LABELS[home]}
      </Button>
    </Box>
  );
}
