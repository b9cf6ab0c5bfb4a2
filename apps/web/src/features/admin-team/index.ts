export { useTeam } from './api/get-team';
export { PromoteForm } from './components/promote-form';
export { TeamTable } from './components/team-table';
