import { PrintInstructions } from '../../features/content';
import { useShopInfo } from '../../lib/shop-info';

function PrintInstructionPage() {
  const { email } = useShopInfo();
  return <PrintInstructions contactEmail={email} />;
}

export { PrintInstructionPage as Component };
