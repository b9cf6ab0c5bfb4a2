import { TradeShow } from '../../features/content';

function TradeShowPage() {
  return <TradeShow />;
}

export { TradeShowPage as Component };
