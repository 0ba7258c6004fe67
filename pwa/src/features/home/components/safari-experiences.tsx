import AirIcon from '@mui/icons-material/Air';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import FlutterDashIcon from '@mui/icons-material/FlutterDash';
import HikingIcon from '@mui/icons-material/Hiking';
import NightsStayIcon from '@mui/icons-material/NightsStay';
import PetsIcon from '@mui/icons-material/Pets';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ComponentType } from 'react';
import { safariExperiences, type MuiIconName } from '../../../content/home';
import { FlipCard } from './flip-card';
import { SectionHeading } from './section-heading';

const ICONS: Record<MuiIconName, ComponentType> = {
  Pets: PetsIcon,
  Air: AirIcon,
  NightsStay: NightsStayIcon,
  Hiking: HikingIcon,
  Diversity3: Diversity3Icon,
  FlutterDash: FlutterDashIcon,
};

/** 'Magical Safari Experiences': six flip cards with a fun fact and more detail behind it. */
export default function SafariExperiences() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
      <SectionHeading
        id="safari-experiences-title"
        overline="Only in East Africa"
        title="Magical Safari Experiences"
        subtitle="Six moments travellers tell us they never forget. Turn a card over to learn more."
      />
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {safariExperiences.map((experience) => {
          const Icon = ICONS[experience.icon];
          return (
            <li key={experience.title}>
              <FlipCard icon={<Icon />} title={experience.title} fact={experience.fact} detail={experience.detail} />
            </li>
          );
        })}
      </Box>
    </Container>
  );
}
