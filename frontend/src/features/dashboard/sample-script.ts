/**
 * The short vendor script on the dashboard: it posts user_id, amount and vendor_id with the API key.
 * The full script with retries and refunds is lsl/vendor.lsl (LSL Integration page).
 */
export function sampleVendorScript(apiBaseUrl: string): string {
  return `// Records each payment to this object as a sale.
string API_URL = "${apiBaseUrl}/api/lsl/sale";
string API_KEY = "YOUR_API_KEY";       // Settings > API > Generate New Key
string VENDOR_KEY = "YOUR_VENDOR_KEY"; // the LSL key on the Vendors page

default
{
    money(key buyer, integer amount)
    {
        string body = llList2Json(JSON_OBJECT,
            ["user_id", (string)buyer, "amount", amount, "vendor_id", VENDOR_KEY]);
        llHTTPRequest(API_URL, [HTTP_METHOD, "POST", HTTP_MIMETYPE, "application/json",
            HTTP_CUSTOM_HEADER, "X-Api-Key", API_KEY], body);
    }

    http_response(key request, integer status, list metadata, string body)
    {
        if (status != 200) llOwnerSay("Error recording transaction: " + body);
    }
}
`;
}
