export { useProductionBoard, productionBoardQueryOptions } from './api/get-production-board';
export { ProductionBoard } from './components/production-board';
