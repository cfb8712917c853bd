import { Link as RouterLink } from 'react-router';
import CardActionArea from '@mui/material/CardActionArea';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatBRL } from '@divida/domain/format';

/**
 * A dashboard card: its title, a count and a currency total; with `para`, the whole card is a link to
 * the list the numbers come from (the list shows exactly that count).
 */
export function CartaoResumo({
  titulo,
  quantidade,
  valor,
  para,
}: {
  titulo: string;
  quantidade: number;
  valor: number;
  /** the list the numbers come from; without it the card is not a link */
  para?: string;
}) {
  const conteudo = (
    <CardContent>
      <Typography component="h2" variant="subtitle2" color="text.secondary">
        {titulo}
      </Typography>
      <Typography variant="h4" component="p" aria-label={`${quantidade} processos`}>
        {quantidade.toLocaleString('pt-BR')}
      </Typography>
      <Typography variant="body1" component="p">
        {formatBRL(valor)}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {para ? (
        <CardActionArea component={RouterLink} to={para} sx={{ height: '100%' }}>
          {conteudo}
        </CardActionArea>
      ) : (
        conteudo
      )}
    </Card>
  );
}

/** The `/processos` URL with a card's filters already applied. */
export const linkProcessos = (filtro: Record<string, string>) =>
  `/processos?${new URLSearchParams(filtro).toString()}`;
