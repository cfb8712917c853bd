import AccountBalance from '@mui/icons-material/AccountBalance';
import Assessment from '@mui/icons-material/Assessment';
import AssignmentReturn from '@mui/icons-material/AssignmentReturn';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Folder from '@mui/icons-material/Folder';
import Gavel from '@mui/icons-material/Gavel';
import HourglassBottom from '@mui/icons-material/HourglassBottom';
import Handshake from '@mui/icons-material/Handshake';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import Paid from '@mui/icons-material/Paid';
import Percent from '@mui/icons-material/Percent';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Security from '@mui/icons-material/Security';
import Settings from '@mui/icons-material/Settings';
import History from '@mui/icons-material/History';
import Timer from '@mui/icons-material/Timer';
import TrendingUp from '@mui/icons-material/TrendingUp';
import SyncAlt from '@mui/icons-material/SyncAlt';
import UploadFile from '@mui/icons-material/UploadFile';
import type { ReactElement } from 'react';
import type { IconName } from '../../lib/routing.tsx';

export const MENU_ICONS: Record<IconName, ReactElement> = {
  painel: <Dashboard />,
  cda: <TrendingUp />,
  processos: <Folder />,
  devolvidos: <AssignmentReturn />,
  inscricao: <Gavel />,
  negociacao: <Handshake />,
  devedor: <Person />,
  cobranca: <ReceiptLong />,
  relatorio: <Assessment />,
  financeiro: <Paid />,
  usuario: <People />,
  orgao: <AccountBalance />,
  tipoDocumento: <Description />,
  perfil: <Security />,
  configuracao: <Settings />,
  auditoria: <History />,
  arquivoBancario: <UploadFile />,
  conciliacao: <SyncAlt />,
  prescricao: <HourglassBottom />,
  prazos: <Timer />,
  indices: <Percent />,
};
