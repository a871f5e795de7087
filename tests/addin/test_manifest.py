"""addin/manifest.xml: well-formed, required elements in schema order, URLs served by `veil serve`."""

from __future__ import annotations

from urllib.parse import urlparse

import pytest
from lxml import etree

from veil.config import PROJECT_ROOT

MANIFEST = PROJECT_ROOT / "addin" / "manifest.xml"
NS = {"o": "http://schemas.microsoft.com/office/appforoffice/1.1",
      "ov": "http://schemas.microsoft.com/office/taskpaneappversionoverrides",
      "bt": "http://schemas.microsoft.com/office/officeappbasictypes/1.0",
      "xsi": "http://www.w3.org/2001/XMLSchema-instance"}
XSI_TYPE = f"{{{NS['xsi']}}}type"

#: xs:sequence of OfficeApp + its TaskPaneApp extension (offappmanifest-1.1 XSD).
OFFICEAPP_ORDER = ["Id", "AlternateId", "Version", "ProviderName", "DefaultLocale", "DisplayName",
                   "Description", "IconUrl", "HighResolutionIconUrl", "SupportUrl", "AppDomains",
                   "Hosts", "Requirements", "DefaultSettings", "Permissions", "Dictionary",
                   "VersionOverrides"]
TASKPANE_REQUIRED = ["Id", "Version", "ProviderName", "DefaultLocale", "DisplayName", "Description",
                     "DefaultSettings", "Permissions"]
#: xs:sequences of TaskPaneAppVersionOverrides 1.0.
ORDERS = {
    "VersionOverrides": ["Description", "Requirements", "Hosts", "Resources", "WebApplicationInfo",
                         "EquivalentAddins"],
    "DesktopFormFactor": ["GetStarted", "FunctionFile", "ExtensionPoint"],
    "GetStarted": ["Title", "Description", "LearnMoreUrl"],
    "Group": ["Label", "Icon", "Control"],
    "Control": ["Label", "Supertip", "Icon", "Action"],
    "Supertip": ["Title", "Description"],
    "Action": ["TaskpaneId", "SourceLocation", "Title"],
    "Resources": ["Images", "Urls", "ShortStrings", "LongStrings"],
}


def local(el) -> str:
    return etree.QName(el).localname


def assert_in_order(parent, order):
    names = [local(c) for c in parent if isinstance(c.tag, str)]
    unknown = [n for n in names if n not in order]
    assert not unknown, f"{local(parent)}: unexpected children {unknown}"
    positions = [order.index(n) for n in names]
    assert positions == sorted(positions), f"{local(parent)} children out of order: {names}"


@pytest.fixture(scope="module")
def root():
    return etree.parse(str(MANIFEST)).getroot()   # raises if not well-formed


def test_taskpane_app_for_word(root):
    assert local(root) == "OfficeApp" and root.get(XSI_TYPE) == "TaskPaneApp"
    assert_in_order(root, OFFICEAPP_ORDER)
    names = [local(c) for c in root if isinstance(c.tag, str)]
    for required in TASKPANE_REQUIRED:
        assert required in names, f"missing {required}"
    assert [h.get("Name") for h in root.findall("o:Hosts/o:Host", NS)] == ["Document"]
    assert root.findtext("o:Permissions", namespaces=NS) == "ReadWriteDocument"
    sets = {s.get("Name"): s.get("MinVersion") for s in root.findall("o:Requirements/o:Sets/o:Set", NS)}
    assert "WordApi" in sets and float(sets["WordApi"]) >= 1.3    # createDocument needs WordApi 1.3
    import uuid

    uuid.UUID(root.findtext("o:Id", namespaces=NS))


def test_version_overrides_ribbon_button(root):
    vo = root.find("ov:VersionOverrides", NS)
    assert vo is not None and vo.get(XSI_TYPE) == "VersionOverridesV1_0"
    for el in vo.iter():
        if isinstance(el.tag, str) and local(el) in ORDERS and el.getparent() is not None:
            assert_in_order(el, ORDERS[local(el)])
    host = vo.find("ov:Hosts/ov:Host", NS)
    assert host.get(XSI_TYPE) == "Document"
    point = host.find("ov:DesktopFormFactor/ov:ExtensionPoint", NS)
    assert point.get(XSI_TYPE) == "PrimaryCommandSurface"
    control = point.find("ov:OfficeTab/ov:Group/ov:Control", NS)
    assert control.get(XSI_TYPE) == "Button"
    action = control.find("ov:Action", NS)
    assert action.get(XSI_TYPE) == "ShowTaskpane"
    # every resid used is defined once in Resources
    defined = [el.get("id") for el in vo.find("ov:Resources", NS).iter() if el.get("id")]
    assert len(defined) == len(set(defined))
    used = {el.get("resid") for el in vo.iter() if el.get("resid")}
    assert used <= set(defined), used - set(defined)
    sizes = {img.get("size") for img in control.findall("ov:Icon/bt:Image", NS)}
    assert sizes == {"16", "32", "80"}


def _urls(root):
    for el in root.iter():
        if not isinstance(el.tag, str):
            continue
        value = el.get("DefaultValue") or (el.text if local(el) == "AppDomain" else None)
        if value and value.startswith(("http://", "https://")):
            yield value


def test_urls_match_veil_serve_and_are_served(root, tmp_path):
    from veil.app import create_app
    from veil.cli import build_parser
    from veil.config import load_settings

    args = build_parser().parse_args(["serve"])
    origin = f"https://localhost:{args.port}"
    assert args.https is True and args.host in ("127.0.0.1", "localhost")
    urls = list(_urls(root))
    assert len(urls) >= 8
    client = create_app(load_settings(model_dir=tmp_path)).test_client()
    for url in urls:
        assert url == origin or url.startswith(origin + "/"), url
        path = urlparse(url).path
        if path:
            r = client.get(path)
            assert r.status_code == 200, f"{url} is not served ({r.status_code})"
            if path.endswith(".png"):
                assert r.data[:8] == b"\x89PNG\r\n\x1a\n"
    # the ribbon icons have the pixel sizes the manifest declares
    vo = root.find("ov:VersionOverrides", NS)
    images = {i.get("id"): i.get("DefaultValue") for i in vo.iter(f"{{{NS['bt']}}}Image") if i.get("id")}
    for img in vo.iter(f"{{{NS['bt']}}}Image"):
        if img.get("resid"):
            data = client.get(urlparse(images[img.get("resid")]).path).data
            assert int.from_bytes(data[16:20], "big") == int(img.get("size"))
    assert client.get("/manifest.xml").data == MANIFEST.read_bytes()
