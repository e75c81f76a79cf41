import * as migration_20261122_113504_initial from './20261122_113504_initial';

export const migrations = [
  {
    up: migration_20261122_113504_initial.up,
    down: migration_20261122_113504_initial.down,
    name: '20261122_113504_initial'
  },
];
