import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand } from '../../../lib/theme';
import { useSite } from '../../../lib/site';

/** Nairobi's centre, as the 'Open in OpenStreetMap' link shows it. */
export const NAIROBI = { lat: -1.2921, lon: 36.8219 } as const;

const label = { fontFamily: 'Inter, system-ui, sans-serif', fontSize: 14, fill: '#545B56', fontWeight: 600 } as const;

/**
 * A drawn map of Nairobi (no tiles, no iframe: it works offline and loads nothing from elsewhere),
 * with a link to the live map on OpenStreetMap. Phones see its middle, a little larger (slice), rather
 * than all of it very small.
 */
export function NairobiMap() {
  const site = useSite();
  return (
    <Box component="figure" sx={{ m: 0, borderRadius: 5, overflow: 'hidden', bgcolor: '#FFFFFF', boxShadow: '0 1px 2px rgba(30,36,32,0.06), 0 8px 24px rgba(30,36,32,0.06)', border: 1, borderColor: 'divider' }}>
      <Box
        component="svg"
        viewBox="0 0 600 360"
        preserveAspectRatio="xMidYMid slice"
        role="img"
        aria-labelledby="nairobi-map-title"
        sx={{ display: 'block', width: '100%', height: { xs: 280, sm: 'auto' }, aspectRatio: { sm: '600 / 360' }, bgcolor: '#F4EEE2' }}
      >
        <title id="nairobi-map-title">Map of Nairobi: our office in Westlands, north-west of the city centre, with Nairobi National Park to the south</title>
        {/* Land texture */}
        <defs>
          <pattern id="nbo-grid" width="24" height="24" patternUnits="userSpaceOnUse">
            <path d="M24 0H0V24" fill="none" stroke="#E8DFCC" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="600" height="360" fill="url(#nbo-grid)" />
        {/* Karura Forest */}
        <path d="M250 18c40-10 92-6 118 14 18 14 10 40-16 48-34 10-86 8-108-8-20-16-18-46 6-54z" fill="#CFE3D3" />
        <text x="300" y="52" textAnchor="middle" style={label}>
          Karura Forest
        </text>
        {/* Nairobi National Park */}
        <path d="M120 276c60-24 170-30 260-18 70 10 128 30 150 58l10 44H96l-6-40c4-20 14-34 30-44z" fill="#CFE3D3" />
        <text x="330" y="330" textAnchor="middle" style={{ ...label, fill: brand.green }}>
          Nairobi National Park
        </text>
        {/* Nairobi River */}
        <path d="M20 150c60 10 100-6 150 4s90 26 140 14 100-30 150-18 80 20 120 12" fill="none" stroke="#9CC3D5" strokeWidth="5" strokeLinecap="round" />
        {/* Main roads */}
        <g fill="none" stroke="#FFFFFF" strokeLinecap="round" strokeLinejoin="round">
          <path d="M-10 112C60 118 140 128 220 150" strokeWidth="10" />
          <path d="M310 176c40-40 100-90 200-150" strokeWidth="10" />
          <path d="M290 176c30 30 90 66 170 88s110 40 150 60" strokeWidth="10" />
          <path d="M220 150l70 26 20 0" strokeWidth="10" />
          <path d="M290 176c-40 22-110 40-200 58S-10 250-10 250" strokeWidth="8" />
          <path d="M290 176c-10 30-40 62-80 86" strokeWidth="8" />
        </g>
        <g fill="none" stroke="#E2C487" strokeLinecap="round" strokeLinejoin="round">
          <path d="M-10 112C60 118 140 128 220 150" strokeWidth="3" />
          <path d="M310 176c40-40 100-90 200-150" strokeWidth="3" />
          <path d="M290 176c30 30 90 66 170 88s110 40 150 60" strokeWidth="3" />
          <path d="M220 150l70 26 20 0" strokeWidth="3" />
        </g>
        {/* Places */}
        <text x="96" y="102" style={label}>
          Waiyaki Way
        </text>
        <text x="430" y="84" style={label}>
          Thika Road
        </text>
        <text x="398" y="236" style={label}>
          Mombasa Rd · JKIA
        </text>
        <text x="92" y="222" style={label}>
          Ngong Road
        </text>
        <text x="150" y="268" style={label}>
          Karen · Langata
        </text>
        <circle cx="300" cy="178" r="6" fill={brand.charcoal} />
        <text x="312" y="200" style={{ ...label, fill: brand.charcoal }}>
          City Centre
        </text>
        {/* Our office */}
        <g transform="translate(214 138)">
          <circle r="26" fill={brand.gold} opacity="0.22" />
          <path d="M0-34c-11 0-20 9-20 20 0 15 20 34 20 34s20-19 20-34c0-11-9-20-20-20z" fill={brand.green} stroke="#FFFFFF" strokeWidth="3" />
          <circle cy="-14" r="7" fill={brand.goldLight} />
        </g>
        <g transform="translate(150 56)">
          <rect width="132" height="34" rx="10" fill="#FFFFFF" stroke="#E6DFD0" />
          <text x="66" y="22" textAnchor="middle" style={{ ...label, fontSize: 14, fill: brand.green, fontWeight: 700 }}>
            Westlands office
          </text>
        </g>
      </Box>
      <Box component="figcaption" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, px: { xs: 2, sm: 2.5 }, py: 1.75 }}>
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600, fontSize: 15 }}>
          <PlaceIcon aria-hidden="true" sx={{ color: brand.green, fontSize: 20 }} />
          {site.address}
        </Typography>
        <Box
          component="a"
          href={site.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: brand.green, fontWeight: 600, fontSize: 15, textDecoration: 'underline', textUnderlineOffset: 3 }}
        >
          Open in OpenStreetMap
          <OpenInNewIcon aria-hidden="true" sx={{ fontSize: 17 }} />
          <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
            (opens in a new tab)
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
