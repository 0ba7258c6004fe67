import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StoredProposal } from '@safari/shared/admin-inbox';
import { PROPOSAL_LABELS, type ProposalLabelGroup } from '@safari/shared/proposal-labels';
import type { ReactNode } from 'react';

/** Readable words for the request's values: the ones the traveller chose them by on the public form. */
const label = (group: ProposalLabelGroup, value: string) => (value ? ((PROPOSAL_LABELS[group] as Readonly<Record<string, string>>)[value] ?? value) : '');

/** A group of the request, titled as the public form titles it. */
function Group({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Box component="section" aria-label={title} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, minWidth: 0 }}>
      <Typography component="h3" sx={{ fontSize: 15, fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(110px, auto) 1fr', columnGap: 2, rowGap: 0.75 }}>
        {rows.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontSize: 14, color: 'text.secondary' }}>
              {name}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: 14, fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {value === '' || value === null || value === undefined ? <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>—</Box> : value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Every field of a custom-itinerary request, grouped as the public form groups them. */
export function ProposalDetails({ proposal }: { proposal: StoredProposal }) {
  const { trip, party, budget, lodging, preferences, arrivals, healthDiet, insurance, contact, notes } = proposal;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <Group
        title="Your trip"
        rows={[
          ['Destination', trip.destination],
          ['Start date', trip.startDate],
          ['End date', trip.endDate],
          ['Date flexibility', label('flexWindow', trip.flexibility.window)],
          ['Other months', trip.flexibility.altMonths],
        ]}
      />
      <Group
        title="Who is travelling"
        rows={[
          ['Adults', party.adults],
          ['Children', party.children],
          ["Children's ages", party.childrenAges],
        ]}
      />
      <Group
        title="Budget and lodging"
        rows={[
          ['Budget tier', budget.tier],
          ['Budget is', label('budgetBasis', budget.basis)],
          ['Budget flexibility', label('budgetFlex', budget.flexibility)],
          ['Lodging', label('lodgingType', lodging.type)],
          ['Room type', label('room', lodging.room)],
          ['Amenities', lodging.amenities],
        ]}
      />
      <Group
        title="Your kind of safari"
        rows={[
          ['Travel style', preferences.styles.join(', ')],
          ['Activities', preferences.activities.join(', ')],
          ['Between parks', label('transportMode', preferences.transportMode)],
        ]}
      />
      <Group
        title="Arrival and special needs"
        rows={[
          ['Arrival airport', arrivals.airport],
          ['Flight booked', label('flightBooked', arrivals.flightBooked)],
          ['Dietary needs', label('dietary', healthDiet.dietary)],
          ['Accessibility', healthDiet.accessibility],
          ['Insurance', label('insurance', insurance.option)],
        ]}
      />
      <Group
        title="Your details"
        rows={[
          ['Full name', contact.name],
          ['Email', contact.email],
          ['Phone', contact.phone],
          ['Country', contact.country],
          ['WhatsApp', contact.whatsapp],
          ['Contact by', label('prefer', contact.prefer)],
          ['Notes', notes],
        ]}
      />
    </Box>
  );
}
