process.env.TEST_DB = 'mysql';
