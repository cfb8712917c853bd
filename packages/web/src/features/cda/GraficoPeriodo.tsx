import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import { PERIODO_DIVIDA_ATIVA, type PontoGrafico } from '@divida/domain/painel/painel.schema';

/**
 * One of the two bar charts of /cda (spec 03 §2.8): the five series per day or per month. A screen
 * reader also gets the same numbers as a table (visually hidden), which a drawing cannot give.
 */
export function GraficoPeriodo({
  titulo,
  pontos,
  formatar,
  formatarEixo = formatar,
  eixoInteiro = false,
}: {
  titulo: string;
  pontos: PontoGrafico[];
  formatar: (v: number) => string;
  /** the axis's ticks, where a full amount ('R$ 500.000.000,00') would not fit */
  formatarEixo?: (v: number) => string;
  /** a count: the axis ticks whole numbers only (no '0,5' process) */
  eixoInteiro?: boolean;
}) {
  const id = `grafico-${titulo.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    // minWidth 0: the figure may shrink below the chart's last drawn width in its grid cell
    <Box component="figure" sx={{ m: 0, minWidth: 0, position: 'relative' }} aria-labelledby={id}>
      <Typography id={id} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {titulo}
      </Typography>
      <BarChart
        dataset={pontos}
        height={300}
        xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
        yAxis={[
          {
            width: 80,
            valueFormatter: (v: number) => formatarEixo(v),
            // a step of at least 1 between ticks keeps d3's steps (1, 2, 5 × 10ⁿ) whole
            ...(eixoInteiro && { tickMinStep: 1 }),
          },
        ]}
        series={PERIODO_DIVIDA_ATIVA.map((p) => ({
          dataKey: p.serie,
          label: p.titulo,
          valueFormatter: (v: number | null) => formatar(v ?? 0),
        }))}
      />
      {/* hidden by a block: a table ignores `width: 1px` and, hidden by itself, stood as wide as its
          nowrap cells past the page's right edge (sideways scroll on /cda at 1366 px) */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{titulo}</caption>
          <thead>
            <tr>
              <th scope="col">Período</th>
              {PERIODO_DIVIDA_ATIVA.map((p) => (
                <th key={p.serie} scope="col">
                  {p.titulo}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pontos.map((ponto) => (
              <tr key={ponto.label}>
                <th scope="row">{ponto.label}</th>
                {PERIODO_DIVIDA_ATIVA.map((p) => (
                  <td key={p.serie}>{formatar(ponto[p.serie])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
