import { SetMetadata } from '@nestjs/common';

export const OPERATION_GROUP_KEY = 'vaultline:operation-group';

/**
 * The first part of the OpenAPI operationIds of a controller's routes (`<group>.<handler>`), when it
 * is not the controller's own name: a controller split out of another keeps its routes' ids, which
 * clients and docs link to.
 */
export const OperationGroup = (group: string) => SetMetadata(OPERATION_GROUP_KEY, group);
