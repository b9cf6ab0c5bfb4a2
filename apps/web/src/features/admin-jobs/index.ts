export { useFailedJobs } from './api/get-failed-jobs';
export { useRetryJob } from './api/retry-job';
export { FailedJobsTable } from './components/failed-jobs-table';
