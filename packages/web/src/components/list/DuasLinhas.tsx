import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

const umaLinha = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * A list's cell of two lines, centred in its row like the cells of one line: the value and, under it in
 * small type, what goes with it (a phone's first column says what the hidden columns would).
 */
export function DuasLinhas({ children, segunda }: { children: ReactNode; segunda: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        height: '100%',
        minWidth: 0,
        lineHeight: 1.3,
      }}
    >
      <Box component="span" sx={umaLinha}>
        {children}
      </Box>
      <Box component="span" sx={{ ...umaLinha, typography: 'caption', color: 'text.secondary' }}>
        {segunda}
      </Box>
    </Box>
  );
}

/** A long text (a process's situation) in up to two lines of its cell, centred, rather than cut in one. */
export function AteDuasLinhas({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Box
        component="span"
        sx={{
          lineHeight: 1.3,
          whiteSpace: 'normal',
          overflowWrap: 'anywhere', // a file's name has no spaces
          overflow: 'hidden',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
