import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import History from '@mui/icons-material/History';

/**
 * Below the width `ate` a tab's movements come after all its data cards (about 3,500 px down on a phone,
 * U-13): a link to them at the tab's top. It moves the focus to their heading (`alvo`, with tabIndex -1)
 * without touching the address, whose hash says the tab.
 */
export function AtalhoAndamentos({ alvo, total, ate }: { alvo: string; total: number; ate: 'lg' | 'xl' }) {
  return (
    <Box sx={{ display: { xs: 'block', [ate]: 'none' }, mb: 1 }}>
      <Button
        href={`#${alvo}`}
        size="small"
        startIcon={<History />}
        onClick={(e) => {
          e.preventDefault();
          const titulo = document.getElementById(alvo);
          titulo?.scrollIntoView({ block: 'start' });
          titulo?.focus({ preventScroll: true });
        }}
      >
        Ver andamentos ({total})
      </Button>
    </Box>
  );
}

/** The movements' heading the link goes to: clear of the fixed top bar once scrolled to. */
export const TITULO_ANDAMENTOS = { mb: 1, scrollMarginTop: 72 } as const;
