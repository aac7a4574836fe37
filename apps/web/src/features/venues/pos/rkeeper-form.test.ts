import { describe, expect, it } from 'vitest';
import { rkeeperFormValues, rkeeperRequest } from './rkeeper-form';

describe('the r_keeper settings form', () => {
  it('sends every plain field, empty text as none, and only the secrets typed in', () => {
    const values = rkeeperFormValues(undefined);
    values.rkeeperSettings.isEnabled = true;
    values.rkeeperSettings.url = ' https://10.0.0.5:4545/rk7api/v0/xmlinterface.xml ';
    values.rkeeperSettings.tableCode = '40';
    values.rkeeperSettings.password = 'new-secret';
    const body = rkeeperRequest(values);
    expect(body).toMatchObject({
      isEnabled: true,
      licenceMode: 'perpetual',
      url: 'https://10.0.0.5:4545/rk7api/v0/xmlinterface.xml',
      tableCode: '40',
      stationCode: null,
      password: 'new-secret',
    });
    expect(body).not.toHaveProperty('login');
    expect(body).not.toHaveProperty('licenseToken');
  });
});
