import type { SectionDef } from './routing.tsx';
import { tipoDocumentoSection } from '../features/tipoDocumento/tipoDocumento.routes.tsx';

/** The areas built so far; the menu shows an entry only when its area is here (no placeholder pages). */
export const SECTIONS: readonly SectionDef[] = [tipoDocumentoSection];

export const sectionExists = (path: string) => SECTIONS.some((s) => s.path === path);
