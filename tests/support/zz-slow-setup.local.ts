import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 8000 });
