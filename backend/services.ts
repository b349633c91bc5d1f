import { analyticsService } from './analytics';
import { backupService } from './backup/backup-service';
import type { BackendService } from './core/backend-service';
import { dataService } from './data';
import { identityPoolService, oauthService, userPoolService } from './identity';
import { storageService } from './storage';

/**
 * Every service the backend mounts, each under its own prefix (by convention /_aws/<name>/).
 * Add a service here and it gets the database, mailer, CORS, request ids and error handling.
 */
export const services: BackendService[] = [userPoolService, identityPoolService, oauthService, dataService, storageService, analyticsService, backupService];
