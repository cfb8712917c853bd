/** Values the global setup hands to the workers through the environment. */
export const baseURL = () => {
  const v = process.env.E2E_BASE_URL;
  if (!v)
    throw new Error('E2E_BASE_URL is not set: run the suite through playwright.config.ts (global setup)');
  return v;
};
export const mailDir = () => process.env.E2E_MAIL_DIR ?? '';

export const USERS = {
  admin: { email: 'admin@exemplo.gov.br', senha: 'Admin@2026', nome: 'Administrador' },
  gestor: { email: 'gestor@exemplo.gov.br', senha: 'Gestor@2026', nome: 'Gestora de Documentos' },
  consulta: { email: 'consulta@exemplo.gov.br', senha: 'Consulta@2026', nome: 'Usuário de Consulta' },
  /** Used by the password specs only: its password is set through the admin API before each of them. */
  fazenda: { email: 'fazenda@exemplo.gov.br', senha: 'Fazenda@2026', nome: 'Administradora da Fazenda' },
  /** A creditor body's process analyst (INEA), on the demo office's processes and debtors. */
  inea: { email: 'inea@exemplo.gov.br', senha: 'Inea@2026', nome: 'Rafael Monteiro Brandão' },
  procon: { email: 'procon@exemplo.gov.br', senha: 'Procon@2026', nome: 'Juliana Peixoto Ramos' },
  detran: { email: 'detran@exemplo.gov.br', senha: 'Detran@2026', nome: 'Marcos Vinícius Tavares' },
  procurador: {
    email: 'procurador@exemplo.gov.br',
    senha: 'Procurador@2026',
    nome: 'Helena Cavalcanti Duarte',
  },
} as const;
export type UserKey = keyof typeof USERS;
