import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { BoletoPortal } from '@divida/domain/portal/portal.schema';
import { formatBRL, formatDate } from '@divida/domain/format';
import { ErroDoPortal } from './api.ts';
import { navegar } from './rotas.ts';

/** A link inside the portal: pushes the path instead of loading the page again. */
export function Ir({ para, children, className }: { para: string; children: ReactNode; className?: string }) {
  return (
    <a
      href={para}
      className={className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navegar(para);
      }}
    >
      {children}
    </a>
  );
}

/** A read of the API for a screen: its data, its error in words, and a way to read it again. */
export function useLeitura<T>(ler: () => Promise<T>, deps: readonly unknown[]) {
  const [estado, setEstado] = useState<{ dados?: T; erro?: string; carregando: boolean }>({
    carregando: true,
  });
  const recarregar = useCallback(() => {
    setEstado((e) => ({ ...e, carregando: true }));
    ler().then(
      (dados) => setEstado({ dados, carregando: false }),
      (e: unknown) =>
        setEstado({
          erro: e instanceof ErroDoPortal ? e.message : 'Não foi possível carregar. Tente de novo.',
          carregando: false,
        }),
    );
  }, deps);
  useEffect(recarregar, [recarregar]);
  return { ...estado, recarregar };
}

export function Carregando() {
  return (
    <p className="carregando" role="status">
      Carregando…
    </p>
  );
}

export function Aviso({
  children,
  tipo = 'erro',
}: {
  children: ReactNode;
  tipo?: 'erro' | 'info' | 'sucesso';
}) {
  return (
    <div className={`aviso aviso-${tipo}`} role={tipo === 'erro' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export const situacaoDoBoleto: Record<BoletoPortal['situacao'], string> = {
  EM_ABERTO: 'Em aberto',
  PAGO: 'Pago',
  VENCIDO: 'Vencido',
  CANCELADO: 'Cancelado',
};

function Copiar({ texto, rotulo }: { texto: string; rotulo: string }) {
  const [copiado, setCopiado] = useState(false);
  return (
    <button
      type="button"
      className="botao botao-secundario"
      onClick={() =>
        void navigator.clipboard?.writeText(texto).then(
          () => setCopiado(true),
          () => setCopiado(false),
        )
      }
    >
      {copiado ? 'Copiado' : rotulo}
    </button>
  );
}

/** A slip: value, due date, the barcode's digits and the Pix code to copy, and its PDF. */
export function Boleto({ b }: { b: BoletoPortal }) {
  return (
    <section className="cartao boleto" aria-label="Boleto">
      <dl className="campos">
        <div>
          <dt>Valor</dt>
          <dd className="valor">{formatBRL(b.valor)}</dd>
        </div>
        <div>
          <dt>Vencimento</dt>
          <dd>{formatDate(b.vencimento)}</dd>
        </div>
        <div>
          <dt>Situação</dt>
          <dd>{situacaoDoBoleto[b.situacao]}</dd>
        </div>
      </dl>
      {b.situacao !== 'PAGO' && b.situacao !== 'CANCELADO' && (
        <>
          <p className="rotulo">Linha digitável</p>
          <p className="codigo" data-testid="linha-digitavel">
            {b.linhaDigitavel}
          </p>
          <Copiar texto={b.linhaDigitavel} rotulo="Copiar linha digitável" />
          {b.pixCopiaECola && (
            <>
              <p className="rotulo">Pix copia e cola</p>
              <p className="codigo pix">{b.pixCopiaECola}</p>
              <Copiar texto={b.pixCopiaECola} rotulo="Copiar código Pix" />
            </>
          )}
          <a className="botao" href={`/api/portal/boleto/${b.id}/pdf`} target="_blank" rel="noopener">
            Baixar boleto (PDF)
          </a>
        </>
      )}
    </section>
  );
}
