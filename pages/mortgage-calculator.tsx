import { MortgageCalculatorScreen } from '@/components/mortgage/mortgage-calculator-screen';
export { getServerSideProps } from '@/server/ssr/mortgage-calculator-page';
export default MortgageCalculatorScreen;
